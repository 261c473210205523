import { IconTile } from "@/web/features/marketing/components/icon-tile";
import { audienceCopy } from "@/web/features/marketing/copy/landing-copy";

export function AudienceGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {audienceCopy.items.map((item) => (
        <li
          key={item.title}
          className="flex gap-4 rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
        >
          <IconTile icon={item.icon} />
          <div>
            <h3 className="font-semibold text-foreground">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
