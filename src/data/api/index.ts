/** Every SDK's API description, by id: the API reference pages and the content gates read this. */
import {androidApi} from './android';
import {flutterApi} from './flutter';
import {iosApi} from './ios';
import {ios5Api} from './ios5';
import {reactNativeApi} from './reactNative';
import type {ApiId, SdkApi} from './types';
import {unityApi} from './unity';
import {webApi} from './web';

export const API_BY_ID: Readonly<Record<ApiId, SdkApi>> = {
  android: androidApi,
  ios: iosApi,
  ios5: ios5Api,
  flutter: flutterApi,
  'react-native': reactNativeApi,
  unity: unityApi,
  web: webApi,
};

export type {ApiId, SdkApi} from './types';
