import {
  DISMISSED_REPORTS_TO_STOP,
  MAX_DOUBLINGS,
  MEMBER_REPORT_WEIGHT,
  REPORTER_MIN_AGE_DAYS,
  REPORTS_TO_HIDE,
  hides,
  noWeightReason,
  reportWeight,
  weightToHide,
  type ReporterStanding,
} from './report-weight.ts';

const NOW = new Date('2026-06-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

/** A member old enough, who took part, whose reports were never decided. */
const member = (changes: Partial<ReporterStanding> = {}): ReporterStanding => ({
  admin: false,
  joinedAt: daysAgo(REPORTER_MIN_AGE_DAYS),
  takenPart: true,
  upheld: 0,
  dismissed: 0,
  ...changes,
});

describe('the weight of a report', () => {
  it('counts an established member, from the day their account is old enough', () => {
    expect(reportWeight(member(), 0, NOW)).toBe(MEMBER_REPORT_WEIGHT);
    expect(noWeightReason(member(), NOW)).toBeNull();
    const almost = member({
      joinedAt: new Date(Date.parse(daysAgo(REPORTER_MIN_AGE_DAYS)) + 1).toISOString(),
    });
    expect(reportWeight(almost, 0, NOW)).toBe(0);
    expect(noWeightReason(almost, NOW)).toBe('new');
  });

  it('gives nothing to a member who never took part, however old', () => {
    const silent = member({ takenPart: false, joinedAt: daysAgo(400) });
    expect(reportWeight(silent, 0, NOW)).toBe(0);
    expect(noWeightReason(silent, NOW)).toBe('not-taken-part');
  });

  it('stops counting a member whose reports are mostly dismissed', () => {
    const stop = DISMISSED_REPORTS_TO_STOP;
    expect(reportWeight(member({ dismissed: stop - 1 }), 0, NOW)).toBe(MEMBER_REPORT_WEIGHT);
    expect(reportWeight(member({ dismissed: stop }), 0, NOW)).toBe(0);
    expect(noWeightReason(member({ dismissed: stop }), NOW)).toBe('mostly-dismissed');
    expect(reportWeight(member({ dismissed: stop, upheld: stop }), 0, NOW)).toBe(MEMBER_REPORT_WEIGHT);
    expect(reportWeight(member({ dismissed: stop + 1, upheld: stop }), 0, NOW)).toBe(0);
  });

  it("gives an administrator's report all the weight the item needs, even a new account's", () => {
    const admin = member({ admin: true, joinedAt: NOW.toISOString(), takenPart: false, dismissed: 10 });
    for (const dismissals of [0, 1, 5]) {
      expect(reportWeight(admin, dismissals, NOW)).toBe(weightToHide(dismissals));
      expect(hides([reportWeight(admin, dismissals, NOW)], dismissals)).toBe(true);
    }
  });
});

describe('the weight that hides an item', () => {
  it('is three members, doubled by each dismissal, and stays a 32-bit number', () => {
    expect(weightToHide(0)).toBe(REPORTS_TO_HIDE);
    expect(weightToHide(1)).toBe(REPORTS_TO_HIDE * 2);
    expect(weightToHide(2)).toBe(REPORTS_TO_HIDE * 4);
    expect(weightToHide(MAX_DOUBLINGS + 50)).toBe(weightToHide(MAX_DOUBLINGS));
    expect(weightToHide(MAX_DOUBLINGS)).toBeLessThan(2 ** 31);
  });

  it('is reached by the sum of the open reports', () => {
    expect(hides([1, 1], 0)).toBe(false);
    expect(hides([1, 1, 1], 0)).toBe(true);
    expect(hides([0, 0, 0, 0, 0, 0], 0)).toBe(false);
    expect(hides([1, 1, 1], 1)).toBe(false);
    expect(hides([1, 1, 1, 1, 1, 1], 1)).toBe(true);
  });
});
