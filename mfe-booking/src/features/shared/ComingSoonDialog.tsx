import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, ComingSoon } from '@stays/ui';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div`
  inline-size: min(32rem, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  propertyTitle?: string;
}

/** A modal placeholder: focus moves in, Escape and the button close it. */
export function ComingSoonDialog({ open, onClose, page }: DialogProps & { page: string }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <Overlay onClick={(e) => e.target === e.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <span id={titleId} hidden>
          {page}
        </span>
        <ComingSoon page={page} release="booking release" />
        <Button ref={closeRef} $variant="outline" onClick={onClose}>
          Close
        </Button>
      </Panel>
    </Overlay>
  );
}
