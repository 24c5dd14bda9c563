import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyUpdate, registerServiceWorker } from './service-worker';

// The worker's container and registration as events only; the page's reload is recorded.
const container = Object.assign(new EventTarget(), {
  controller: null as object | null,
  register: vi.fn(async () =>
    Object.assign(new EventTarget(), { waiting: null, installing: null, update: vi.fn() }),
  ),
});
const reload = vi.fn();
const originalLocation = window.location;

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
});

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
});

describe('service worker registration', () => {
  it('the first worker taking over a visit does not reload the page; the one chosen by Update now does', async () => {
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledOnce();

    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    applyUpdate();
    // No worker waits here, so Update now reloads itself; a worker taking over after it reloads once more at most.
    expect(reload).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(2);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
