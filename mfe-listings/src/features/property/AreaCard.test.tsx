import { screen } from '@testing-library/react';
import { renderWithProviders } from '@stays/platform/testing';
import { AreaCard } from './AreaCard';

describe('AreaCard (issue 46 #9: words that match the place)', () => {
  it('tells a Moroccan listing of the coast, with no campus', () => {
    renderWithProviders(<AreaCard location="Martil, Morocco" />);
    const line = screen.getByText(/^Martil, Morocco:/);
    expect(line).toHaveTextContent('beaches of the Tamuda Bay coast');
    expect(line).not.toHaveTextContent(/campus/i);
  });

  it('tells a College Station listing of the campus, with no beach', () => {
    renderWithProviders(<AreaCard location="College Station, TX" />);
    const line = screen.getByText(/^College Station, TX:/);
    expect(line).toHaveTextContent('Texas A&M campus');
    expect(line).not.toHaveTextContent(/beach|Tamuda/i);
  });

  it('says nothing it does not know of another place', () => {
    renderWithProviders(<AreaCard location="Lisbon, Portugal" />);
    expect(screen.getByText('Lisbon, Portugal: see the neighbourhood on the map.')).toBeInTheDocument();
  });
});
