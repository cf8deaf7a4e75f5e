import { describe, expect, it } from 'vitest';
import { joinHost, meetingPlatform } from './meeting-platform';

describe('meetingPlatform', () => {
  it('names the service a join link leads to', () => {
    expect(meetingPlatform('https://meet.google.com/akd-tahs-qrn')).toBe('googleMeet');
    expect(meetingPlatform('https://zoom.us/j/81200000013')).toBe('zoom');
    expect(meetingPlatform('https://us02web.zoom.us/j/1')).toBe('zoom');
    expect(meetingPlatform('https://www.youtube.com/live/abc')).toBe('youtube');
    expect(meetingPlatform('https://youtu.be/abc')).toBe('youtube');
    expect(meetingPlatform('https://t.me/+akademi')).toBe('telegram');
  });

  it('names no service for another host or a broken address', () => {
    expect(meetingPlatform('https://jitsi.example.org/room')).toBeNull();
    expect(meetingPlatform('https://notzoom.us.example/j/1')).toBeNull();
    expect(meetingPlatform('not a link')).toBeNull();
    expect(joinHost('https://jitsi.example.org/room')).toBe('jitsi.example.org');
  });
});
