import { describe, expect, it } from 'vitest';
import { startOptions } from './use-adaptive-source';
import { cueLines } from './use-captions';

describe('cueLines', () => {
  it('reads a cue as it is shown: its tags dropped, entities decoded, one entry per line', () => {
    expect(cueLines('<v Meera><i>Layers</i> &amp; masks</v>\n<c.yellow>2 &lt; 3</c>\n')).toEqual([
      'Layers & masks',
      '2 < 3',
    ]);
    expect(cueLines('नमस्ते&nbsp;दोस्तों')).toEqual(['नमस्ते\u00a0दोस्तों']);
  });
});

describe('startOptions (where Auto starts)', () => {
  it('starts from a known bandwidth without a test download', () => {
    expect(startOptions(4_000_000)).toEqual({
      startLevel: -1,
      testBandwidth: false,
      abrEwmaDefaultEstimate: 4_000_000,
    });
  });

  it('with nothing known, measures on the first segment instead of staying on the first rung', () => {
    expect(startOptions(undefined)).toEqual({ startLevel: -1, testBandwidth: true });
  });
});
