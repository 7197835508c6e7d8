// jest's own order (slowest first, from its timing cache), but the server's bundles first on a run without that
// cache (a fresh clone): they are the longest files by far, and jest's guess without timings is the file's size,
// which puts the three-line bundle files last, where the longest of them would run alone at the end.
import testSequencer from '@jest/test-sequencer';

const Sequencer = testSequencer.default ?? testSequencer;

const isBundle = (test) => /__tests__\/server\/bundles\//.test(test.path);

export default class BundlesFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.some((test) => this._getCache(test)[test.path])) return sorted;
    return [...sorted.filter(isBundle), ...sorted.filter((test) => !isBundle(test))];
  }
}
