import { formatLegalDate, legalToday, termsStanding, termsTimeline } from './terms';

describe('which version of the general conditions is in force', () => {
  const dates = ['2027-01-01', '2026-01-01', '2024-03-15', '2025-01-01'];

  it('is the newest whose date has passed; the older ones are earlier, newest first', () => {
    expect(termsTimeline(dates, '2026-06-30')).toEqual({
      current: '2026-01-01',
      upcoming: ['2027-01-01'],
      earlier: ['2025-01-01', '2024-03-15'],
    });
  });

  it('is a version from its own day on (today counts)', () => {
    expect(termsTimeline(dates, '2026-12-31')?.current).toBe('2026-01-01');
    expect(termsTimeline(dates, '2027-01-01')).toEqual({
      current: '2027-01-01',
      upcoming: [],
      earlier: ['2026-01-01', '2025-01-01', '2024-03-15'],
    });
  });

  it('announces versions dated ahead, the soonest first, and is none before the first', () => {
    expect(termsTimeline(['2026-01-01', '2030-01-01', '2028-01-01'], '2026-01-01')).toEqual({
      current: '2026-01-01',
      upcoming: ['2028-01-01', '2030-01-01'],
      earlier: [],
    });
    expect(termsTimeline(dates, '2024-03-14')).toBeUndefined();
  });

  it('says of an earlier version until when it applied', () => {
    const timeline = termsTimeline(dates, '2026-06-30')!;
    expect(termsStanding(timeline, '2024-03-15')).toMatchObject({
      status: 'earlier',
      until: '2025-01-01',
    });
    expect(termsStanding(timeline, '2025-01-01')).toMatchObject({ until: '2026-01-01' });
    expect(termsStanding(timeline, '2026-01-01')).toMatchObject({ status: 'current' });
    expect(termsStanding(timeline, '2027-01-01')).toMatchObject({ status: 'upcoming' });
    expect(termsStanding(timeline, '2027-01-01').until).toBeUndefined();
  });
});

describe('the legal day', () => {
  it('turns at midnight in Amsterdam, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Amsterdam (UTC+1).
    expect(legalToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(legalToday(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    // Summer time: UTC+2.
    expect(legalToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('is written as each language writes a date', () => {
    expect(formatLegalDate('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatLegalDate('2026-01-01', 'nl')).toBe('1 januari 2026');
  });
});
