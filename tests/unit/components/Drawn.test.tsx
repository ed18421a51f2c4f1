import {render, screen} from '@testing-library/react';
import DrawnImg, {required} from '@site/src/components/Drawn';
import PortDiagram from '@site/src/components/PortDiagram';

const IMAGE = {
  src: '/assets/drawings/a-1.svg',
  dark: '/assets/drawings/a-1.dark-2.svg',
  width: 560,
  height: 300,
  alt: 'Bild',
};

describe('a drawing the build made', () => {
  it('is one lazily loaded <img> per colour mode, with its size, each a link to its file', () => {
    const {container} = render(<DrawnImg image={IMAGE} />);
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual([IMAGE.src, IMAGE.dark]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '560');
      expect(image).toHaveAttribute('height', '300');
      expect(image).toHaveAttribute('alt', 'Bild');
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image.closest('a')).toHaveAttribute('href', image.getAttribute('src'));
    }
    // The mode the page is not in is hidden by CSS, by class: one class per mode.
    expect(images[0]!.closest('a')!.className).not.toBe(images[1]!.closest('a')!.className);
  });

  it('has no link inside another link and one file where both modes share it', () => {
    const {container} = render(<DrawnImg image={{...IMAGE, dark: undefined, alt: ''}} link={false} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('is described by the figure’s list of details, and named in the caption', () => {
    render(
      <PortDiagram
        board="mcus2"
        drawn={{
          image: IMAGE,
          description: ['I2C/Wire X7: SCL, SDA'],
          caption: 'Die Anschlüsse',
          highlight: 'Hervorgehoben: X7.',
        }}
      />,
    );
    for (const image of screen.getAllByRole('img', {name: 'Bild', hidden: true}))
      expect(image).toHaveAccessibleDescription('I2C/Wire X7: SCL, SDA');
    expect(screen.getByRole('figure')).toHaveTextContent('Die Anschlüsse Hervorgehoben: X7.');
  });

  it('fails the build where a page gives no drawing', () => {
    expect(() => required(undefined, '<PortDiagram board="mcu">')).toThrow(/no drawing/);
  });
});
