// French messages of the property form (packages/platform/src/property-form). English is each message's
// defaultMessage in code.
const messages: Record<string, string> = {
  'host.form.basic': 'Informations de base',
  'host.form.locationPricing': 'Emplacement et tarif',
  'host.form.amenities': 'Équipements',
  'host.form.images': 'Photos du logement',
  'host.form.adminSettings': 'Paramètres administrateur',
  'host.form.titleField': 'Titre du logement',
  'host.form.titlePlaceholder': 'Appartement vue mer à Martil',
  'host.form.description': 'Description',
  'host.form.propertyType': 'Type de logement',
  'host.form.chooseType': 'Choisissez un type',
  'host.form.maxGuests': 'Nombre maximal de voyageurs',
  'host.form.location': 'Emplacement',
  'host.form.locationPlaceholder': 'Ville, quartier ou adresse',
  'host.form.price': 'Prix par nuit ($)',
  'host.form.hostId': "Identifiant de l'hôte",
  'host.form.hostIdHint':
    'Le compte pour lequel le logement est publié. Les annonces des administrateurs sont approuvées aussitôt.',
  'host.form.required': 'Ce champ est obligatoire',
  'host.form.pinRequired':
    'Placez le repère sur la carte : un logement sans repère ne peut pas être soumis à validation.',
  'host.form.priceNumber': 'Saisissez un prix en dollars, par exemple 85 ou 85,50',
  'host.form.priceMin': 'Le nombre doit être supérieur ou égal à 0',
  'host.form.guestsRange': 'De 1 à {max} voyageurs',
  'host.form.bedrooms': 'Chambres (facultatif)',
  'host.form.bathrooms': 'Salles de bain (facultatif)',
  'host.form.roomsHint': 'Affiché sur l’annonce seulement si vous le renseignez.',
  'host.form.roomsRange': 'Un nombre entier de 0 à {max}',
  'host.form.instantBook': 'Réservation instantanée',
  'host.form.instantBookHint':
    'Les voyageurs réservent les dates libres tout de suite, sans attendre votre accord.',
  'host.form.hostIdRequired': "Veuillez indiquer l'identifiant de l'hôte de ce logement.",
  'host.form.hostIdFormat': "Un identifiant d'hôte compte 24 lettres et chiffres",
  'host.form.missingInformation': 'Informations manquantes',
  'host.form.missingInformationText': 'Veuillez remplir tous les champs obligatoires.',
  'host.form.missingHostId': "Identifiant de l'hôte manquant",
  'host.form.invalidValues': 'Vérifiez les champs signalés',
  'host.form.invalidValuesText': '{field} : {problem}',
  'host.form.uploadError': "Erreur d'envoi",
  'host.form.uploadErrorText': "Échec de l'envoi de certaines images. Veuillez réessayer.",
  'host.form.waitUploads': 'Envoi des images...',
  'host.form.cancel': 'Annuler',
  'host.form.saving': 'Enregistrement...',
  'host.form.error': 'Erreur',
};

export default messages;
