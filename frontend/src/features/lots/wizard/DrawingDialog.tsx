import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@wl/contracts';
import { useFocusTrap } from '../../../ui/focusTrap.js';
import { useModalLayer } from '../../../ui/modalStack.js';

const ignoreClose = () => undefined;

/** The busy dialog while the lots are drawn: nothing to press, it closes when the draw is done. */
export function DrawingDialog() {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  /** Escape cannot stop a draw under way. */
  const { zIndex } = useModalLayer(ignoreClose);
  useFocusTrap(dialogRef, true);
  return createPortal(
    <div className="modal-backdrop modal-backdrop--dialog" style={{ zIndex }}>
      <div
        ref={dialogRef}
        className="modal modal--dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy="true"
        tabIndex={-1}
        style={{ zIndex: zIndex + 1 }}
      >
        <div className="modal__body wizard__drawing">
          <span className="spinner" aria-hidden="true" />
          <h2 id={titleId} className="modal__title">
            {t('lotingWizard.overview.drawing')}
          </h2>
        </div>
      </div>
    </div>,
    document.body,
  );
}
