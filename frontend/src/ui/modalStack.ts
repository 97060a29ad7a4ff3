import { useEffect, useRef, useSyncExternalStore } from 'react';

/** Modals stack: the first sits at z-index 100 and every next one 2 higher; Escape closes the top one. */
const BASE_Z_INDEX = 100;
const Z_INDEX_STEP = 2;

type Layer = { id: number; close: () => void };

let layers: readonly Layer[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Layer[]): void {
  layers = next;
  document.getElementById('root')?.toggleAttribute('inert', layers.length > 0);
  if (layers.length > 0) document.addEventListener('keydown', closeTopOnEscape);
  else document.removeEventListener('keydown', closeTopOnEscape);
  listeners.forEach((listener) => listener());
}

function closeTopOnEscape(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  layers.at(-1)?.close();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers a modal for as long as it is mounted; tells it its z-index and whether it is on top. */
export function useModalLayer(onClose: () => void): { zIndex: number; isTop: boolean } {
  const idRef = useRef(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const id = nextId++;
    idRef.current = id;
    publish([...layers, { id, close: () => closeRef.current() }]);
    return () => publish(layers.filter((layer) => layer.id !== id));
  }, []);

  const currentLayers = () => layers;
  const current = useSyncExternalStore(subscribe, currentLayers, currentLayers);
  const index = current.findIndex((layer) => layer.id === idRef.current);
  const position = index === -1 ? current.length : index;
  return { zIndex: BASE_Z_INDEX + Z_INDEX_STEP * position, isTop: index === current.length - 1 };
}
