/**
 * Whether this browser can give MapLibre (which needs WebGL 2) a drawing context. The test context is
 * released at once: browsers allow only a few at a time.
 */
export function isWebGl2Available(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
