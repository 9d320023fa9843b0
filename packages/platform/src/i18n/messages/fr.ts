// French catalogue. English is each message's defaultMessage in the code; a missing id falls back to it.
const messages: Record<string, string> = {
  'notFound.title': '404 Page introuvable',
  'notFound.text': "Avez-vous oublié d'ajouter la page au routeur ?",
  'notFound.back': "Retour à l'accueil",
  'common.retry': 'Réessayer',
  'kit.dialog.close': 'Fermer',
  'kit.toast.region': 'Notifications ({hotkey})',
  'kit.toast.close': 'Fermer',
  'kit.password.show': 'Afficher le mot de passe',
  'kit.password.hide': 'Masquer le mot de passe',
  'guard.checking': 'Vérification de votre accès...',
  'form.required': 'Obligatoire',
  'form.invalid': 'Saisie invalide',
  'form.invalidEmail': 'E-mail invalide',
};

export default messages;
