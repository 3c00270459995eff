from django.urls import path

from . import views

urlpatterns = [
    path("sme", views.CompanyView.as_view()),
    path("sme/update", views.CompanyUpdateView.as_view()),
    path("sme/members", views.MemberListView.as_view()),
    path("sme/remove-member", views.MemberRemoveView.as_view()),
    path("sme/leave", views.LeaveView.as_view()),
    path("sme/invite", views.InviteView.as_view()),
    path("sme/join", views.JoinView.as_view()),
    path("sme/my/invitations", views.MyInvitationListView.as_view()),
    path("sme/my/invitations/<id:invitation_id>/answer", views.MyInvitationAnswerView.as_view()),
    path("sme/my/applications", views.MyApplicationListView.as_view()),
    path("sme/apply", views.ApplyView.as_view()),
    path("sme/applications", views.ApplicationListView.as_view()),
    path("sme/applications/<id:application_id>/decide", views.ApplicationDecideView.as_view()),
    path("sme/member/records", views.RecordListView.as_view()),
    path("sme/member/records/read", views.RecordsReadView.as_view()),
    path("sme/resources", views.ResourceListView.as_view()),
    path("sme/costs", views.CostsView.as_view()),
    path("sme/resources/assign", views.ResourceAssignView.as_view()),
    path("sme/resources/unassign", views.ResourceUnassignView.as_view()),
    path("switch", views.SwitchView.as_view()),
]
