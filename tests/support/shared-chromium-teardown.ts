// jest's global teardown (see shared-chromium.ts; no module mapping here either).
export { closeSharedChromium as default } from './shared-chromium';
