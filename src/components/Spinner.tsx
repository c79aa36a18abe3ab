export function Spinner() {
  return <span className="spin" aria-hidden="true" />;
}
