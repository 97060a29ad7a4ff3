import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@wl/contracts';
import { useFocusTrap } from './focusTrap.js';
import { CloseIcon } from './icons.js';
import { useModalLayer } from './modalStack.js';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `drawer` slides in from the side (the menu on phones). */
  variant?: 'dialog' | 'drawer';
};

export function Modal({ title, onClose, children, variant = 'dialog' }: ModalProps) {
  const { zIndex, isTop } = useModalLayer(onClose);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, isTop);

  return createPortal(
    <div
      className={`modal-backdrop modal-backdrop--${variant}`}
      style={{ zIndex }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ zIndex: zIndex + 1 }}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('general.close')}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
