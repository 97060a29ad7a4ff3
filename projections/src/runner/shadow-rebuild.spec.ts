import { etaSeconds } from './shadow-rebuild.js';

describe('the ETA of a rebuild', () => {
  it('is the time left at the rate so far, unknown before there is a rate', () => {
    expect(etaSeconds({ processed: 0, total: 1000 }, 5000)).toBeNull();
    expect(etaSeconds({ processed: 250, total: 1000 }, 0)).toBeNull();
    expect(etaSeconds({ processed: 250, total: 1000 }, 5000)).toBe(15);
    expect(etaSeconds({ processed: 3, total: 10 }, 1000)).toBe(2.3);
    expect(etaSeconds({ processed: 1000, total: 1000 }, 5000)).toBe(0);
  });
});
