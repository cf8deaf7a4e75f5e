import { describe, expect, it } from 'vitest';
import { isOwnRecord, mayChangeBank, mayCreate, mayOpen, mayOpenRecord } from './staff-permissions';

describe('what the console offers each role', () => {
  it('gives an admin every resource, and new records wherever a resource takes them', () => {
    expect(mayOpen('admin', 'teachers')).toBe(true);
    expect(mayCreate('admin', 'classes')).toBe(true);
    expect(mayCreate('admin', 'links')).toBe(true);
  });

  it('gives a teacher their classes’ records, new ones only inside a class, and no academy-wide list', () => {
    expect(mayOpen('teacher', 'classes')).toBe(true);
    expect(mayCreate('teacher', 'classes')).toBe(false);
    expect(mayCreate('teacher', 'pertemuan')).toBe(true);
    expect(mayCreate('teacher', 'questions')).toBe(true);
    for (const resource of ['teachers', 'categories', 'departments', 'faq', 'links'] as const) {
      expect(mayOpen('teacher', resource)).toBe(false);
      expect(mayCreate('teacher', resource)).toBe(false);
    }
  });

  it('lets an admin change any bank’s questions and a teacher only a class’s bank, not the academy’s', () => {
    expect(mayChangeBank('admin', null)).toBe(true);
    expect(mayChangeBank('admin', 'a-class')).toBe(true);
    expect(mayChangeBank('teacher', 'a-class')).toBe(true);
    expect(mayChangeBank('teacher', null)).toBe(false);
  });

  it('opens a teacher’s own profile to her, and no other teacher’s (issue 38 item 13)', () => {
    const teacher = { role: 'teacher' as const, teacherId: 'hers' };
    expect(mayOpenRecord(teacher, 'teachers', 'hers')).toBe(true);
    expect(mayOpenRecord(teacher, 'teachers', 'another')).toBe(false);
    expect(isOwnRecord(teacher, 'teachers', 'hers')).toBe(true);
    expect(isOwnRecord({ role: 'admin', teacherId: 'hers' }, 'teachers', 'hers')).toBe(false);
    expect(mayOpenRecord({ role: 'admin', teacherId: null }, 'teachers', 'another')).toBe(true);
    expect(mayOpenRecord({ role: 'teacher', teacherId: null }, 'teachers', 'hers')).toBe(false);
  });
});
