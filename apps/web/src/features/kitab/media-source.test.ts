import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './media-source';

describe('youtubeEmbedUrl', () => {
  it('turns every usual YouTube address into a no-cookie embed', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
  });

  it('leaves other addresses to the <video> element', () => {
    expect(youtubeEmbedUrl('https://media.academy.test/demo/arbain-01.mp4')).toBeNull();
    expect(youtubeEmbedUrl('https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youtubeEmbedUrl('not a url')).toBeNull();
  });
});
