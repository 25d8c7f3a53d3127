/**
 * Every SDK line's API description, by line id (src/data/lines.ts): the API reference pages and the
 * content gates read this. Typed by `LineId`, so a line added to the registry without API data
 * fails the type check.
 */
import type {LineId} from '../lines';
import {androidApi} from './android';
import {flutterApi} from './flutter';
import {iosApi} from './ios';
import {ios5Api} from './ios5';
import {reactNativeApi} from './reactNative';
import {reactNative4Api} from './reactNative4';
import {reactNative5Api} from './reactNative5';
import type {SdkApi} from './types';
import {unityApi} from './unity';
import {webApi} from './web';

export const API_BY_ID: Readonly<Record<LineId, SdkApi>> = {
  android: androidApi,
  ios: iosApi,
  ios5: ios5Api,
  flutter: flutterApi,
  'react-native': reactNativeApi,
  'react-native5': reactNative5Api,
  'react-native4': reactNative4Api,
  unity: unityApi,
  web: webApi,
};

export type {ApiId, SdkApi} from './types';
