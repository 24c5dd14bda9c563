let isAvailable: boolean | undefined;

/**
 * Whether this browser can give MapLibre (which needs WebGL 2) a drawing context, found once: a
 * browser does or does not have it, and asking costs a context (a few hundred milliseconds under
 * software rendering). The test context is released at once: browsers allow only a few at a time.
 */
export function isWebGl2Available(): boolean {
  isAvailable ??= probeWebGl2();
  return isAvailable;
}

function probeWebGl2(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
