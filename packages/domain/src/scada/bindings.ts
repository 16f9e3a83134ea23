import { walkElements, type Binding, type Scene, type SceneElement } from './scene.js';

/** Every binding of a scene where it is used (not deduplicated: each must hold). */
export function allBindings(scene: Pick<Scene, 'elements'>): Binding[] {
  const found: Binding[] = [];
  walkElements(scene.elements, (element) => {
    if ('binding' in element && element.binding) found.push(element.binding);
    if (element.kind === 'trend') found.push(...element.bindings);
  });
  return found;
}

/** The targets of a scene's links, by kind. */
export function linkTargets(scene: Pick<Scene, 'elements'>): { deviceIds: number[]; viewIds: number[] } {
  const deviceIds = new Set<number>();
  const viewIds = new Set<number>();
  walkElements(scene.elements, (element) => {
    if (element.kind !== 'link' || !element.target) return;
    if (element.target.type === 'device') deviceIds.add(element.target.deviceId);
    else viewIds.add(element.target.viewId);
  });
  return { deviceIds: [...deviceIds], viewIds: [...viewIds] };
}

export interface Rebinding {
  /** The binding in the new place, or undefined: dropped. */
  binding(binding: Binding): Binding | undefined;
  device(deviceId: number): number | undefined;
  view(viewId: number): number | undefined;
}

/**
 * A scene bound anew (an import into another project): each binding and link target mapped, the
 * ones with no counterpart dropped (the element stays, unbound). Answers the scene and the
 * distinct points that found no counterpart.
 */
export function rebindScene(scene: Scene, map: Rebinding): { scene: Scene; unresolved: number } {
  const lost = new Set<string>();
  const rebind = (binding: Binding) => {
    const next = map.binding(binding);
    if (!next) lost.add(`${binding.deviceId}:${binding.pointId}`);
    return next;
  };
  const visit = (element: SceneElement): SceneElement => {
    if (element.kind === 'group') return { ...element, children: element.children.map(visit) };
    if (element.kind === 'trend') {
      return { ...element, bindings: element.bindings.map(rebind).filter((b): b is Binding => b !== undefined) };
    }
    if (element.kind === 'link' && element.target) {
      const target =
        element.target.type === 'device'
          ? map.device(element.target.deviceId) && { type: 'device' as const, deviceId: map.device(element.target.deviceId)! }
          : map.view(element.target.viewId) && { type: 'view' as const, viewId: map.view(element.target.viewId)! };
      const { target: _old, ...rest } = element;
      return target ? { ...rest, target } : rest;
    }
    if ('binding' in element && element.binding) {
      const binding = rebind(element.binding);
      const { binding: _old, ...rest } = element;
      return (binding ? { ...rest, binding } : rest) as SceneElement;
    }
    return element;
  };
  return { scene: { ...scene, elements: scene.elements.map(visit) }, unresolved: lost.size };
}
