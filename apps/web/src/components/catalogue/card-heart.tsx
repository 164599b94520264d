import { createContext, type ReactNode, useContext } from 'react';

/**
 * Issue 31: the wishlist's heart over a catalogue card. The app layer provides it (it needs the
 * wishlist feature, which shared components and other features may not import); without one a
 * card has no heart.
 */
export type CardHeartProps = { item: { kind: 'course' | 'asset' | 'bundle'; id: string }; title: string };

export const CardHeartContext = createContext<((props: CardHeartProps) => ReactNode) | null>(null);

export function CardHeart(props: CardHeartProps) {
  const renderHeart = useContext(CardHeartContext);
  return renderHeart ? renderHeart(props) : null;
}
