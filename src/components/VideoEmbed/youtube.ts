/**
 * Addresses of a YouTube video. The player comes from the privacy-enhanced
 * domain youtube-nocookie.com, which sets no cookies until the video plays.
 */

/** YouTube video ids are 11 characters from this alphabet. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(videoId: string): boolean {
  return VIDEO_ID_PATTERN.test(videoId);
}

/** The video's own page on youtube.com: a plain link that loads nothing on our page. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The player address. `autoplay=1` because the reader already clicked play on
 * our poster and should not have to click a second time.
 */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
