import { goals, meetsThroughputGoal, throughputGoalText } from '../../scripts/bench-goals.js';

describe("a throughput goal is judged only as the ratio to the same run's hello-world rate (issue 28)", () => {
  it('judges 604 CrossOff/s beside a hello-world of 10,503/s (ratio 0.058) not met', () => {
    expect(meetsThroughputGoal({ rate: 604, helloWorldRate: 10_503, failures: 0 }, goals.crossOff.ratio)).toBe(false);
  });

  it("judges CrossOff met from 0.30 times the same run's hello-world on, whatever that rate is", () => {
    expect(meetsThroughputGoal({ rate: 3_151, helloWorldRate: 10_503, failures: 0 }, goals.crossOff.ratio)).toBe(true);
    expect(meetsThroughputGoal({ rate: 3_150, helloWorldRate: 10_503, failures: 0 }, goals.crossOff.ratio)).toBe(false);
    expect(meetsThroughputGoal({ rate: 1_300, helloWorldRate: 4_300, failures: 0 }, goals.crossOff.ratio)).toBe(true);
  });

  it('judges visitor-page reads against 0.70: 4,277 reads/s beside 9,829/s is not met', () => {
    expect(meetsThroughputGoal({ rate: 4_277, helloWorldRate: 9_829, failures: 0 }, goals.visitorPage.ratio)).toBe(
      false,
    );
    expect(meetsThroughputGoal({ rate: 6_900, helloWorldRate: 9_829, failures: 0 }, goals.visitorPage.ratio)).toBe(
      true,
    );
  });

  it('meets no goal when requests failed or the run has no hello-world rate', () => {
    expect(meetsThroughputGoal({ rate: 9_000, helloWorldRate: 10_000, failures: 1 }, goals.crossOff.ratio)).toBe(false);
    expect(meetsThroughputGoal({ rate: 9_000, helloWorldRate: 0, failures: 0 }, goals.crossOff.ratio)).toBe(false);
    expect(meetsThroughputGoal({ rate: 9_000, helloWorldRate: Number.NaN, failures: 0 }, goals.crossOff.ratio)).toBe(
      false,
    );
  });

  it('shows a throughput goal as a ratio, not as a rate', () => {
    expect(throughputGoalText(goals.crossOff.ratio)).toBe('≥ 0.30 × hello-world');
  });
});
