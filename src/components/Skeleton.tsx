/** Loading placeholders; the label is what assistive technology hears. */
export function Skeleton({ count = 3, label, className = '' }: { count?: number; label: string; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="sk" aria-hidden="true" />
      ))}
    </div>
  );
}
