import {fireEvent, render, screen} from '@testing-library/react';
import VideoEmbed from '@site/src/components/VideoEmbed';
import {embedUrl, isVideoId, watchUrl} from '@site/src/components/VideoEmbed/youtube';
import {setTestLocale} from '../stubs/codeTranslations';

const VIDEO_ID = 'dUuRfZI39U8';
const TITLE = 'senseBox Tutorial - Aufbau senseBox:home V2 MCU';

describe('VideoEmbed', () => {
  beforeEach(() => setTestLocale('de'));

  it('loads nothing from the video host before the click', () => {
    const {container} = render(<VideoEmbed videoId={VIDEO_ID} title={TITLE} />);
    expect(container.querySelector('iframe')).toBeNull();
    // No image, script or frame points anywhere; the poster is inline SVG.
    expect(container.querySelectorAll('img, script, iframe, [src]')).toHaveLength(0);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', {name: `Video abspielen: ${TITLE}`})).toBeInTheDocument();
    expect(screen.getByText(/erst von YouTube geladen/)).toBeInTheDocument();
  });

  it('links to the video page with a plain link', () => {
    render(<VideoEmbed videoId={VIDEO_ID} title={TITLE} />);
    const link = screen.getByRole('link', {name: 'Video auf YouTube ansehen'});
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dUuRfZI39U8');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the no-cookie player only after the click', () => {
    const {container} = render(<VideoEmbed videoId={VIDEO_ID} title={TITLE} />);
    expect(container.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', {name: `Video abspielen: ${TITLE}`}));

    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dUuRfZI39U8?autoplay=1&rel=0');
    expect(frames[0]).toHaveAttribute('title', TITLE);
    expect(frames[0]).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/erst von YouTube geladen/)).toBeNull();
  });

  it('refuses anything that is not a video id', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<VideoEmbed videoId="x/../evil" title="x" />)).toThrow(/not a YouTube video id/);
    jest.restoreAllMocks();
  });
});

describe('YouTube addresses', () => {
  it('builds watch and embed URLs on the right hosts', () => {
    expect(isVideoId('j-hdRJp2o4k')).toBe(true);
    expect(isVideoId('too-short')).toBe(false);
    expect(watchUrl('j-hdRJp2o4k')).toBe('https://www.youtube.com/watch?v=j-hdRJp2o4k');
    expect(new URL(embedUrl('j-hdRJp2o4k')).hostname).toBe('www.youtube-nocookie.com');
  });
});
