import { useState } from 'react';
import { t } from '@wl/contracts';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

/** Spec 01 §9: the picture zooms up to four times its fitted size. */
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.5;
const percent = new Intl.NumberFormat('nl-BE', { style: 'percent' });

/** A gift's picture in a dialog, zoomable with buttons or a slider; Escape, the close button or the backdrop close it. */
export function ImagePopout({ src, description, onClose }: { src: string; description: string; onClose: () => void }) {
  const [zoom, setZoom] = useState(1);
  const zoomTo = (value: number) => setZoom(Math.min(MAX_ZOOM, Math.max(1, value)));
  const shown = percent.format(zoom);

  return (
    <Modal title={description} onClose={onClose}>
      <div className="image-popout__frame">
        <img
          className="image-popout__image"
          src={src}
          referrerPolicy="no-referrer"
          alt={t('image.popout.alt', { description })}
          style={{ width: `${zoom * 100}%` }}
        />
      </div>
      <div className="image-popout__controls">
        <Button onClick={() => zoomTo(zoom - ZOOM_STEP)} disabled={zoom <= 1} aria-label={t('image.popout.zoom_out')}>
          −
        </Button>
        <input
          type="range"
          className="image-popout__slider"
          min={1}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          aria-label={t('image.popout.zoom')}
          aria-valuetext={shown}
          onChange={(event) => zoomTo(Number(event.target.value))}
        />
        <Button
          onClick={() => zoomTo(zoom + ZOOM_STEP)}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t('image.popout.zoom_in')}
        >
          +
        </Button>
        <output className="image-popout__level" aria-live="polite">
          {shown}
        </output>
      </div>
    </Modal>
  );
}
