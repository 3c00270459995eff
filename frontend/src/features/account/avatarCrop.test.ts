import { describe, expect, it } from 'vitest';

import { clampView, cropRect, outputName, outputType, panView } from './avatarCrop';

const WIDE = { width: 400, height: 200 };

describe('cropRect', () => {
  it('takes the largest centred square at zoom 1', () => {
    expect(cropRect(WIDE, { zoom: 1, x: 0.5, y: 0.5 })).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('shrinks the square by the zoom around its centre', () => {
    expect(cropRect(WIDE, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({ x: 150, y: 50, size: 100 });
  });

  it('keeps the square inside the image, whatever the view says', () => {
    expect(cropRect(WIDE, { zoom: 1, x: 0, y: 0 })).toEqual({ x: 0, y: 0, size: 200 });
    expect(cropRect(WIDE, { zoom: 2, x: 1, y: 1 })).toEqual({ x: 300, y: 100, size: 100 });
    expect(cropRect(WIDE, { zoom: 10, x: 0.5, y: 0.5 }).size).toBe(50); // at most 4×
    expect(cropRect(WIDE, { zoom: 0.5, x: 0.5, y: 0.5 }).size).toBe(200); // at least 1×
  });
});

describe('panView', () => {
  it('moves the picture with the pointer: dragging right shows more of the left', () => {
    // Preview 200 px wide showing 200 image px: one preview pixel is one image pixel.
    const moved = panView(WIDE, { zoom: 1, x: 0.5, y: 0.5 }, 50, 0, 200);
    expect(cropRect(WIDE, moved)).toEqual({ x: 50, y: 0, size: 200 });
  });

  it('scales the drag by the zoom and stops at the edges', () => {
    const zoomed = { zoom: 2, x: 0.5, y: 0.5 }; // 100 image px in a 200 px preview
    expect(cropRect(WIDE, panView(WIDE, zoomed, 0, 40, 200))).toEqual({ x: 150, y: 30, size: 100 });
    expect(cropRect(WIDE, panView(WIDE, zoomed, -10_000, 0, 200)).x).toBe(300);
  });
});

describe('clampView', () => {
  it('brings the centre back inside after zooming out', () => {
    expect(clampView(WIDE, { zoom: 1, x: 0.95, y: 0.1 })).toEqual({ zoom: 1, x: 0.75, y: 0.5 });
  });
});

describe('output', () => {
  it('keeps JPEG, PNG and WEBP and turns a GIF into a PNG', () => {
    expect(outputType('image/jpeg')).toBe('image/jpeg');
    expect(outputType('image/webp')).toBe('image/webp');
    expect(outputType('image/png')).toBe('image/png');
    expect(outputType('image/gif')).toBe('image/png');
  });

  it('names the file after its new type', () => {
    expect(outputName('holiday.photo.JPEG', 'image/jpeg')).toBe('holiday.photo.jpg');
    expect(outputName('cat.gif', 'image/png')).toBe('cat.png');
    expect(outputName('.webp', 'image/webp')).toBe('avatar.webp');
  });
});
