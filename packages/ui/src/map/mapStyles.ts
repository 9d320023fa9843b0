import { css } from 'styled-components';

/**
 * Leaflet's own layout rules (what leaflet.css does: panes, tiles, markers, popups, controls), scoped to the map's
 * box so the build needs no CSS loader, and the product's pins, clusters, labels and card.
 */
export const leafletStyles = css`
  position: relative;
  overflow: hidden;
  background: #a9cfdc; /* the sea: land tiles draw over it */
  outline-offset: 2px;
  font: inherit;
  touch-action: none;
  -webkit-tap-highlight-color: transparent;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  .leaflet-pane,
  .leaflet-tile,
  .leaflet-marker-icon,
  .leaflet-tile-container,
  .leaflet-pane > svg,
  .leaflet-pane > canvas,
  .leaflet-zoom-box,
  .leaflet-layer {
    position: absolute;
    left: 0;
    top: 0;
  }
  .leaflet-tile,
  .leaflet-marker-icon {
    user-select: none;
  }
  .leaflet-tile {
    visibility: hidden;
    width: 256px;
    height: 256px;
  }
  .leaflet-tile-loaded {
    visibility: inherit;
  }
  .leaflet-zoom-animated {
    transform-origin: 0 0;
  }
  .leaflet-zoom-anim .leaflet-zoom-animated {
    transition: transform 0.25s cubic-bezier(0, 0, 0.25, 1);
  }
  .leaflet-zoom-anim .leaflet-tile,
  .leaflet-pan-anim .leaflet-tile {
    transition: none;
  }
  .leaflet-pane {
    z-index: 400;
  }
  .leaflet-tile-pane {
    z-index: 200;
  }
  .leaflet-overlay-pane {
    z-index: 400;
  }
  .leaflet-marker-pane {
    z-index: 600;
  }
  .leaflet-popup-pane {
    z-index: 700;
  }
  .leaflet-overlay-pane svg {
    pointer-events: none;
  }
  .leaflet-interactive {
    cursor: pointer;
    pointer-events: auto;
  }
  .leaflet-grab {
    cursor: grab;
  }
  .leaflet-dragging .leaflet-grab {
    cursor: grabbing;
  }
  .leaflet-control-container .leaflet-top,
  .leaflet-control-container .leaflet-bottom {
    position: absolute;
    z-index: 800;
    pointer-events: none;
  }
  .leaflet-top {
    top: 0;
  }
  .leaflet-bottom {
    bottom: 0;
  }
  .leaflet-left {
    left: 0;
  }
  .leaflet-right {
    right: 0;
  }
  .leaflet-control {
    position: relative;
    z-index: 800;
    pointer-events: auto;
    float: left;
    clear: both;
  }
  .leaflet-right .leaflet-control {
    float: right;
  }
  .leaflet-top .leaflet-control {
    margin-top: 10px;
  }
  .leaflet-left .leaflet-control {
    margin-left: 10px;
  }
  .leaflet-right .leaflet-control {
    margin-right: 10px;
  }
  .leaflet-control-zoom {
    display: flex;
    flex-direction: column;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
    overflow: hidden;
  }
  .leaflet-control-zoom a {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font-size: 20px;
    font-weight: 700;
    text-decoration: none;
  }
  .leaflet-control-zoom a + a {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .leaflet-control-zoom a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
  .leaflet-control-attribution {
    margin: 0;
    padding: 0 6px;
    background: rgba(255, 255, 255, 0.85);
    color: #333;
    font-size: 11px;
    line-height: 1.6;
  }
  .leaflet-popup {
    position: absolute;
    text-align: start;
  }
  .leaflet-popup-content-wrapper {
    background: #fff;
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  .leaflet-popup-content {
    margin: 0;
    min-width: 160px;
    max-width: 240px;
  }
  .leaflet-popup-tip-container {
    width: 40px;
    height: 20px;
    position: absolute;
    left: 50%;
    margin-left: -20px;
    overflow: hidden;
    pointer-events: none;
  }
  .leaflet-popup-tip {
    width: 17px;
    height: 17px;
    padding: 1px;
    margin: -10px auto 0;
    transform: rotate(45deg);
    background: #fff;
  }
  .leaflet-popup-close-button {
    position: absolute;
    top: 0;
    right: 0;
    width: 28px;
    height: 28px;
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: 18px;
  }
  .stays-map-card {
    display: grid;
    gap: 2px;
    padding-inline-end: 20px;
  }
  .stays-map-card-title {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .stays-map-card-price {
    color: ${({ theme }) => theme.colors.muted};
  }
  .stays-map-card-link {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  .stays-map-pin {
    width: auto !important;
    height: auto !important;
    /* A touch target of at least 28 px (WCAG 2.2 target size, with room for a neighbour). */
    min-width: 28px;
    min-height: 28px;
    display: grid;
    place-items: center;
    box-sizing: border-box;
    white-space: nowrap;
    transform-origin: center;
    translate: -50% -50%;
    padding: 3px 9px;
    border-radius: 999px;
    background: #fff;
    color: #111;
    border: 1px solid rgba(0, 0, 0, 0.25);
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3);
    font-size: 13px;
    font-weight: 700;
    line-height: 1.4;
    cursor: pointer;
  }
  .stays-map-pin:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  .stays-map-pin.is-active,
  .stays-map-pin:hover {
    background: #111;
    color: #fff;
  }
  .stays-map-cluster {
    min-width: 32px;
    min-height: 32px;
    text-align: center;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  .stays-map-placed {
    width: 22px !important;
    height: 22px !important;
    padding: 0;
    background: ${({ theme }) => theme.colors.primary};
    border: 3px solid #fff;
  }
  .stays-map-label {
    width: auto !important;
    height: auto !important;
    translate: -50% -50%;
    white-space: nowrap;
    color: #3b4a54;
    font-size: 12px;
    font-weight: 600;
    text-shadow:
      0 0 3px #fff,
      0 0 3px #fff,
      0 0 3px #fff;
    pointer-events: none;
  }
  .stays-map-label-town {
    font-size: 14px;
    color: #222;
  }
`;
