// `import { repairDrawnImages } from '@stays/ui/drawn-images'`: the shell's entry gives the photos of a page drawn
// on the server their fallback before the app (and the kit, a shared module) has loaded. Tiny, and not shared.
export { repairDrawnImages } from './src/primitives/drawnImages';
