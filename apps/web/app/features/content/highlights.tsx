import { Icon, isIconName } from '../../components/ui/icon.tsx';

export type Highlight = { icon: string; title: string; text: string };

export function Highlights({ title, items }: { title: string; items: Highlight[] }) {
  return (
    <section className="section" aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="section__title">
        {title}
      </h2>
      <div className="card-grid">
        {items.map((item) => (
          <article key={item.title} className="card">
            <span className="card__icon">
              <Icon name={isIconName(item.icon) ? item.icon : 'star'} size={24} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
