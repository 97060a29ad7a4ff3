import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { t } from '@wl/contracts';
import { Button } from './Button.js';
import { Modal } from './Modal.js';

type MessageProps = { title?: string; text: string; onClose: () => void };

export function MessageModal({ title = t('app.name'), text, onClose }: MessageProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="button-row">
        <Button variant="primary" onClick={onClose} data-autofocus>
          {t('general.ok')}
        </Button>
      </div>
    </Modal>
  );
}

type ConfirmOptions = { title: string; text: string; confirmLabel: string; danger?: boolean };

export function ConfirmModal({
  title,
  text,
  confirmLabel,
  danger,
  onAnswer,
}: ConfirmOptions & { onAnswer: (yes: boolean) => void }) {
  return (
    <Modal title={title} onClose={() => onAnswer(false)}>
      <p>{text}</p>
      <div className="button-row">
        <Button onClick={() => onAnswer(false)} data-autofocus>
          {t('general.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}

type Dialogs = {
  /** Shows a message; resolves when it is closed. */
  message: (text: string, title?: string) => Promise<void>;
  /** Asks a yes/no question; resolves with the answer. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
};

type OpenDialog =
  | { id: number; kind: 'message'; text: string; title?: string; resolve: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; resolve: (yes: boolean) => void };

const DialogContext = createContext<Dialogs | null>(null);
let nextDialogId = 1;

export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog[]>([]);
  const remove = useCallback((id: number) => setOpen((dialogs) => dialogs.filter((dialog) => dialog.id !== id)), []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      message: (text, title) =>
        new Promise((resolve) => {
          setOpen((current) => [...current, { id: nextDialogId++, kind: 'message', text, title, resolve }]);
        }),
      confirm: (options) =>
        new Promise((resolve) => {
          setOpen((current) => [...current, { id: nextDialogId++, kind: 'confirm', options, resolve }]);
        }),
    }),
    [],
  );

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {open.map((dialog) =>
        dialog.kind === 'message' ? (
          <MessageModal
            key={dialog.id}
            title={dialog.title}
            text={dialog.text}
            onClose={() => {
              remove(dialog.id);
              dialog.resolve();
            }}
          />
        ) : (
          <ConfirmModal
            key={dialog.id}
            {...dialog.options}
            onAnswer={(yes) => {
              remove(dialog.id);
              dialog.resolve(yes);
            }}
          />
        ),
      )}
    </DialogContext.Provider>
  );
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogProvider');
  return dialogs;
}
