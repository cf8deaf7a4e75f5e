/**
 * The privacy-enhanced embed address of a YouTube video (youtube-nocookie.com), or null when
 * the address is not a YouTube video (then it is played with <video>).
 */
export function youtubeEmbedUrl(source: string): string | null {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  let videoId: string | null = null;
  if (host === 'youtu.be') videoId = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') videoId = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
      videoId = match?.[1] ?? null;
    }
  }
  if (!videoId || !/^[\w-]{6,20}$/.test(videoId)) return null;
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}
