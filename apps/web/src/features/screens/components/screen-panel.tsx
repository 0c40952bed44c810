import type { ReactNode } from 'react';

/** A panel of a large screen: a titled, framed box that fills its place in the grid. */
export function ScreenPanel({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `screen-panel ${className}` : 'screen-panel'} aria-label={title}>
      <header className="screen-panel__head">
        <h2>{title}</h2>
        {extra && <div className="screen-panel__extra">{extra}</div>}
      </header>
      <div className="screen-panel__body">{children}</div>
    </section>
  );
}
