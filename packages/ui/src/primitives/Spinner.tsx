import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size};
  block-size: ${({ $size }) => $size};
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A spinner with a text label that screen readers announce (role=status). */
export function Spinner({ label = 'Loading...', size = '2rem' }: { label?: string; size?: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <span>{label}</span>
    </Wrap>
  );
}
