import { render, screen } from '@testing-library/react';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { describe, expect, it } from 'vitest';
import { DepositAddressQr } from './DepositAddressQr.js';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const ALT = `QR code of the Polygon deposit address ${ADDRESS}`;

describe('given a deposit address', () => {
  it('should draw its code inline, with nothing a strict CSP blocks (no data: image, no style attribute)', () => {
    const { container } = render(<DepositAddressQr value={ADDRESS} alt={ALT} />);
    const markup = container.innerHTML;

    expect(markup).toMatch(/^<svg /);
    expect(markup).not.toContain('data:');
    expect(markup).not.toContain('<img');
    expect(markup).not.toMatch(/\sstyle=/);
  });

  it('should be an image named by its text alternative', () => {
    render(<DepositAddressQr value={ADDRESS} alt={ALT} />);

    expect(screen.getByRole('img', { name: ALT })).toBeInstanceOf(SVGSVGElement);
  });

  it('should draw the address’s own code, black on white with a quiet zone of four modules', () => {
    const { container } = render(<DepositAddressQr value={ADDRESS} alt={ALT} />);
    const code = generate(ADDRESS);
    const side = code.size + 8;

    expect(container.querySelector('svg')).toHaveAttribute('viewBox', `-4 -4 ${side} ${side}`);
    const background = container.querySelector('rect');
    expect([background?.getAttribute('width'), background?.getAttribute('height'), background?.getAttribute('fill')]).toEqual([
      String(side),
      String(side),
      '#ffffff',
    ]);
    const modules = container.querySelector('path');
    expect(modules).toHaveAttribute('fill', '#000000');
    expect(modules).toHaveAttribute('d', toSvgPath(code));
    expect(modules?.getAttribute('d')).not.toBe(toSvgPath(generate('0x0000000000000000000000000000000000000000')));
  });
});
