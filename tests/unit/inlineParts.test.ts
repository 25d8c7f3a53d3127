import {describe, expect, it} from 'vitest';
import {inlineParts} from '../../src/lib/inlineParts';

describe('inlineParts', () => {
  it('reads code and strong marks, and keeps the text between them', () => {
    expect(inlineParts('a `5xx` status when **Team mapping** is on')).toEqual([
      {kind: 'text', text: 'a '},
      {kind: 'code', text: '5xx'},
      {kind: 'text', text: ' status when '},
      {kind: 'strong', text: 'Team mapping'},
      {kind: 'text', text: ' is on'},
    ]);
  });
  it('leaves a string without marks as one text part', () => {
    expect(inlineParts('2.10.0 is above 2.9.1')).toEqual([{kind: 'text', text: '2.10.0 is above 2.9.1'}]);
  });
  it('keeps an unclosed mark as text', () => {
    expect(inlineParts('a ` alone and ** alone')).toEqual([{kind: 'text', text: 'a ` alone and ** alone'}]);
  });
  it('reads a code span that holds an asterisk', () => {
    expect(inlineParts('match `*.example.com`')).toEqual([
      {kind: 'text', text: 'match '},
      {kind: 'code', text: '*.example.com'},
    ]);
  });
});
