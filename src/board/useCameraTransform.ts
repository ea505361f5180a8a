/**
 * Pan and zoom without React: the world container's position and scale are set straight from the
 * store's camera on every camera change (a store subscription, not a re-render), and screen-sized
 * labels are counter-scaled on zoom, tokens kept at their minimum size (tokenScale.ts).
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { Container } from 'pixi.js';
import type { Camera } from '../store/camera';
import { useSkirmishStore } from '../store/store';
import type { LabelScaler } from './labelScale';
import type { TokenScaler } from './tokenScale';

export function applyCamera(world: Container, camera: Camera): void {
  world.scale.set(camera.pxPerInch);
  world.position.set(-camera.originXIn * camera.pxPerInch, -camera.originYIn * camera.pxPerInch);
}

export function useCameraTransform(worldRef: RefObject<Container | null>, labels: LabelScaler, tokens: TokenScaler): void {
  useEffect(() => {
    const apply = (camera: Camera): void => {
      const world = worldRef.current;
      if (world) applyCamera(world, camera);
      labels.setPxPerInch(camera.pxPerInch);
      tokens.setPxPerInch(camera.pxPerInch);
    };
    apply(useSkirmishStore.getState().camera);
    return useSkirmishStore.subscribe((state, prev) => {
      if (state.camera !== prev.camera) apply(state.camera);
    });
  }, [worldRef, labels, tokens]);
}
