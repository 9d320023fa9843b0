import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, ButtonLink } from '@stays/ui';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  label { display: grid; gap: ${({ theme }) => theme.space.xxs}; font-weight: 600; font-size: 0.875rem; }
  input {
    min-block-size: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.sandSoft};
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;


const Side = styled.aside`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(145deg, ${({ theme }) => theme.colors.primary}, #17858c);
  color: #eef7f6;
  h2 { color: #fff; margin-block-end: ${({ theme }) => theme.space.sm}; }
  ul { margin: ${({ theme }) => theme.space.md} 0 0; padding-inline-start: 1.2rem; display: grid; gap: 0.4rem; }
`;

/**
 * The /login page (SPEC 2). Signing in needs the identity release (accounts, cookies), which is not
 * deployed yet, so the form is shown disabled with a notice instead of pretending to work.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const register = params.get('mode') === 'register';
  return (
    <Wrap>
      <Card>
        <h1 style={{ marginBlockEnd: '0.5rem' }}>{register ? 'Create account' : 'Welcome back'}</h1>
        <Notice role="status">Sign-in arrives with the identity release. Browsing, search and property pages work without an account.</Notice>
        <Form onSubmit={(e) => e.preventDefault()} aria-disabled="true" style={{ marginBlockStart: '1rem' }}>
          <label>
            Email or Username
            <input name="username" autoComplete="username" disabled />
          </label>
          <label>
            Password
            <input name="password" type="password" autoComplete="current-password" disabled />
          </label>
          <Button type="submit" $variant="primary" $block disabled>
            Sign In
          </Button>
          <ButtonLink to="/" $variant="outline">
            Back to Home
          </ButtonLink>
          <Links>
            <Link to="/">Browse properties</Link>
            <Link to="/host-signup">Sign up as a host</Link>
          </Links>
        </Form>
      </Card>
      <Side>
        <h2>Student Housing Platform</h2>
        <p>Find your perfect stay: verified homes on the Tamuda Bay coast and near campus.</p>
        <ul>
          <li>200+ verified homes</li>
          <li>1000+ happy students</li>
          <li>4.9 average rating</li>
          <li>100% verified hosts</li>
        </ul>
      </Side>
    </Wrap>
  );
}
