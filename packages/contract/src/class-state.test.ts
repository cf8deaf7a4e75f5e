import { describe, expect, it } from 'vitest';
import { canJoin, classStateOf, classStates, seatsLeft, type ClassTimeline } from './class-state';

const timeline: ClassTimeline = {
  registrationStartAt: '2025-03-01T00:00:00.000Z',
  registrationEndAt: '2025-03-10T00:00:00.000Z',
  startAt: '2025-03-15T00:00:00.000Z',
  endAt: '2025-04-15T00:00:00.000Z',
  capacity: 10,
};
const ms = 1;
const shift = (iso: string, by: number) => new Date(Date.parse(iso) + by);

describe('classStateOf', () => {
  it('is not open yet before registration starts', () => {
    expect(classStateOf(timeline, 0, '2025-01-01T00:00:00.000Z')).toBe('not_open_yet');
    expect(classStateOf(timeline, 0, shift('2025-03-01T00:00:00.000Z', -ms))).toBe('not_open_yet');
  });

  it('opens registration at exactly the registration start (inclusive)', () => {
    expect(classStateOf(timeline, 0, '2025-03-01T00:00:00.000Z')).toBe('registration_open');
  });

  it('keeps registration open until just before the registration end (exclusive)', () => {
    expect(classStateOf(timeline, 9, shift('2025-03-10T00:00:00.000Z', -ms))).toBe('registration_open');
    expect(classStateOf(timeline, 0, '2025-03-10T00:00:00.000Z')).toBe('registration_ended');
  });

  it('is full during registration once the seats taken reach capacity', () => {
    expect(classStateOf(timeline, 10, '2025-03-01T00:00:00.000Z')).toBe('full');
    expect(classStateOf(timeline, 11, '2025-03-05T00:00:00.000Z')).toBe('full');
    expect(classStateOf(timeline, 10, shift('2025-03-10T00:00:00.000Z', -ms))).toBe('full');
  });

  it('is full only during registration', () => {
    expect(classStateOf(timeline, 10, shift('2025-03-01T00:00:00.000Z', -ms))).toBe('not_open_yet');
    expect(classStateOf(timeline, 10, '2025-03-10T00:00:00.000Z')).toBe('registration_ended');
    expect(classStateOf(timeline, 10, '2025-03-20T00:00:00.000Z')).toBe('in_progress');
    expect(classStateOf(timeline, 10, '2025-05-01T00:00:00.000Z')).toBe('ended');
  });

  it('has registration ended until just before the start, then is in progress at the start', () => {
    expect(classStateOf(timeline, 0, shift('2025-03-15T00:00:00.000Z', -ms))).toBe('registration_ended');
    expect(classStateOf(timeline, 0, '2025-03-15T00:00:00.000Z')).toBe('in_progress');
  });

  it('is in progress until just before the end, and ended at the end', () => {
    expect(classStateOf(timeline, 0, shift('2025-04-15T00:00:00.000Z', -ms))).toBe('in_progress');
    expect(classStateOf(timeline, 0, '2025-04-15T00:00:00.000Z')).toBe('ended');
    expect(classStateOf(timeline, 0, '2030-01-01T00:00:00.000Z')).toBe('ended');
  });

  it('lets the later stage win when registration runs past the start', () => {
    const overlapping = { ...timeline, registrationEndAt: '2025-03-20T00:00:00.000Z' };
    expect(classStateOf(overlapping, 0, '2025-03-14T00:00:00.000Z')).toBe('registration_open');
    expect(classStateOf(overlapping, 0, '2025-03-15T00:00:00.000Z')).toBe('in_progress');
  });

  it('reads Date and ISO string instants alike', () => {
    const dates: ClassTimeline = {
      registrationStartAt: new Date('2025-03-01T00:00:00.000Z'),
      registrationEndAt: new Date('2025-03-10T00:00:00.000Z'),
      startAt: new Date('2025-03-15T00:00:00.000Z'),
      endAt: new Date('2025-04-15T00:00:00.000Z'),
      capacity: 10,
    };
    const at = new Date('2025-03-12T00:00:00.000Z');
    expect(classStateOf(dates, 0, at)).toBe(classStateOf(timeline, 0, at.toISOString()));
  });
});

describe('canJoin and seatsLeft', () => {
  it('allows joining only while registration is open with seats left', () => {
    expect(classStates.filter(canJoin)).toEqual(['registration_open']);
  });

  it('never counts negative seats', () => {
    expect(seatsLeft(10, 3)).toBe(7);
    expect(seatsLeft(10, 10)).toBe(0);
    expect(seatsLeft(10, 12)).toBe(0);
  });
});
