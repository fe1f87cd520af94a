import { RichText } from '../../shared/rich-text.tsx';
import { contactPage as t } from '../../texts/contact.ts';

/** Community groups (spec: groups with 900+ and 877+ members); invitations come through the form. */
export function CommunityGroups() {
  return (
    <section id="groups" className="contact-groups" aria-labelledby="groups-title">
      <h2 id="groups-title">{t.groupsTitle}</h2>
      <p>{t.groupsIntro}</p>
      <ul>
        {t.groups.map((group) => (
          <li key={group.name} className="ui-card">
            <h3>{group.name}</h3>
            <p className="contact-groups__members">
              <RichText text={t.members(group.members)} />
            </p>
            <p>{group.about}</p>
          </li>
        ))}
      </ul>
      <p>
        <RichText text={t.join} />
      </p>
    </section>
  );
}
