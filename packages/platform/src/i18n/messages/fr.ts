// French catalogue. English is each message's defaultMessage in the code; a missing id falls back to it.
const messages: Record<string, string> = {
  'notFound.title': '404 Page introuvable',
  'notFound.text': "Avez-vous oublié d'ajouter la page au routeur ?",
  'notFound.back': "Retour à l'accueil",
  'common.retry': 'Réessayer',
  'landing.heroEyebrow': 'Baie de Tamuda · College Station',
  'landing.heroTitle': 'Trouvez le séjour parfait',
  'landing.heroSubtitle':
    'Des logements vérifiés sur la côte méditerranéenne et des logements étudiants près du campus.',
  'landing.allTitle': 'Tous les séjours vérifiés',
  'landing.count': '{count, plural, one {# séjour vérifié} other {# séjours vérifiés}}',
  'landing.emptyTitle': 'Aucun logement disponible',
  'landing.emptyText': "Il n'y a actuellement aucun logement approuvé à afficher.",
  'landing.error': 'Erreur : {message}',
  'search.destination': 'Destination',
  'search.destinationPlaceholder': 'Rechercher une destination',
  'search.checkIn': 'Arrivée',
  'search.checkOut': 'Départ',
  'search.guests': 'Voyageurs',
  'search.guestCount': '{count, plural, one {# voyageur} other {# voyageurs}}',
  'search.submit': 'Rechercher',
  'search.decrease': 'Moins de voyageurs',
  'search.increase': 'Plus de voyageurs',
  'card.perNight': '/nuit',
  'card.viewDetails': 'Voir les détails',
  'card.new': 'Nouveau',
};

export default messages;
