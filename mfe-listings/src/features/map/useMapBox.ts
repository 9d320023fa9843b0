import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type BoundingBox, formatBoundingBox, parseBoundingBox } from '@stays/contracts';

export const BBOX_PARAM = 'bbox';

/** A search's address for the stays in `box`: the box replaces the destination text; the rest (filters) stays. */
export function withArea(current: URLSearchParams, box: BoundingBox): URLSearchParams {
  const updated = new URLSearchParams(current);
  updated.set(BBOX_PARAM, formatBoundingBox(box));
  updated.delete('location');
  return updated;
}

/**
 * The map's box in the address (`bbox=west,south,east,north`): the stays searched are those in it. "Search this
 * area" writes it as a new history entry (so Back shows the view before) and drops the destination text, which
 * the box replaces. A malformed box in the address is ignored here; the server would answer it 400.
 */
export function useMapBox() {
  const [params, setParams] = useSearchParams();
  const text = params.get(BBOX_PARAM);
  const box = useMemo(() => {
    if (!text) return null;
    const read = parseBoundingBox(text);
    return 'box' in read ? read.box : null;
  }, [text]);
  const searchArea = useCallback(
    (next: BoundingBox) => setParams((current) => withArea(current, next)),
    [setParams],
  );
  return { box, bboxText: box ? text : null, searchArea };
}
