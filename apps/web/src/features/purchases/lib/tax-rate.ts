/** Basis points as the invoice writes the rate: 900 → '9%'. */
export const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;
