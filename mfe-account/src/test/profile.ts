/** A member's profile as get_user_profile.php answers it. */
export const PROFILE = {
  user_id: 7,
  username: 'Amina',
  age: 24,
  place_of_birth: 'Kaloleni',
  skills: 'Weaving',
  career: null,
  experience: null,
  education: 'Pwani University',
  profile_image: 'default-profile.svg',
};
