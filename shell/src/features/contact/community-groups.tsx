/** Community groups (spec: groups with 900+ and 877+ members); invitations come through the form. */
const groups = [
  {
    name: 'Community chat group',
    members: '900+',
    about: 'Daily news, events and announcements from across the nine tribes.',
  },
  {
    name: 'Community discussion group',
    members: '877+',
    about: 'Conversations about culture, land justice, youth projects and local businesses.',
  },
] as const;

export function CommunityGroups() {
  return (
    <section id="groups" className="contact-groups" aria-labelledby="groups-title">
      <h2 id="groups-title">Join our community groups</h2>
      <p>
        Talk with members from all nine tribes, hear about events first and share what is happening where you
        live.
      </p>
      <ul>
        {groups.map((group) => (
          <li key={group.name} className="ui-card">
            <h3>{group.name}</h3>
            <p className="contact-groups__members">
              <strong>{group.members}</strong> members
            </p>
            <p>{group.about}</p>
          </li>
        ))}
      </ul>
      <p>
        To join a group, <a href="#contact-form">send us a message</a> with your name and phone number and ask
        for an invitation.
      </p>
    </section>
  );
}
