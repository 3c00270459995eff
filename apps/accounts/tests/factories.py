import factory

from apps.accounts.models import User

PASSWORD = "Passw0rd2026"


class UserFactory(factory.django.DjangoModelFactory[User]):
    class Meta:
        model = User

    name = factory.Sequence(lambda n: f"person{n}")
    email = factory.LazyAttribute(lambda u: f"{u.name}@example.com")
    # A settled account: an unverified one may not add sign-in methods (test_prehijack.py).
    email_verified = True
    password = factory.django.Password(PASSWORD)
