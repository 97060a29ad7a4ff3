import { limits } from './limits.js';
import { sideForBytes, sizeToFit } from './image-size.js';

describe('the size an uploaded picture is drawn at', () => {
  it('scales a camera photo down to fit the square, keeping its proportions', () => {
    expect(sizeToFit({ width: 4032, height: 3024 })).toEqual({ width: limits.imageSide, height: 900 });
    expect(sizeToFit({ width: 3024, height: 4032 })).toEqual({ width: 900, height: limits.imageSide });
  });

  it('leaves a picture that already fits as it is, and never enlarges one', () => {
    expect(sizeToFit({ width: 1200, height: 1200 })).toEqual({ width: 1200, height: 1200 });
    expect(sizeToFit({ width: 40, height: 30 })).toEqual({ width: 40, height: 30 });
  });

  it('keeps at least one pixel on a very thin side', () => {
    expect(sizeToFit({ width: 10_000, height: 2 })).toEqual({ width: 1200, height: 1 });
  });

  it('fits a smaller square when asked', () => {
    expect(sizeToFit({ width: 1200, height: 600 }, 800)).toEqual({ width: 800, height: 400 });
  });

  it('shrinks the side by the square root of the excess bytes, with a margin', () => {
    expect(sideForBytes(1200, 4 * limits.imageBytes)).toBe(540);
    expect(sideForBytes(1200, limits.imageBytes + 1)).toBeLessThan(1200);
    expect(sideForBytes(1, 10 * limits.imageBytes)).toBe(1);
  });
});
