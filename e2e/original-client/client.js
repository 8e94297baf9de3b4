/* global axios */
// A stand-in for the original CampusNotes React client (bhavishyasinghaniya07/CampusNotes,
// folder client/), written from ../shared/spec/rest-contract.md: each function below is one
// screen's calls, sent the way that screen sends them (fetch or axios, credentials or not, the
// junk `Bearer null` / `Bearer undefined` headers, multipart from the browser's own FormData),
// and it reads from each answer only what that screen reads, the way it reads it (`.map` on a
// bare array, `likes.length`, a string method on every filter option...). What a screen would
// show is rendered into #screen and returned, so a test asserts on what the client understood.
(() => {
  'use strict';

  // The original's VITE_API_URL (fetch pages) and the host its axios calls hard-code.
  const API = new URLSearchParams(location.search).get('api') ?? '';

  // redux-persist keeps `currentUser` under `persist:root`, each slice JSON-encoded again.
  const store = {
    get currentUser() {
      const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
      return root.user ? JSON.parse(root.user).currentUser : null;
    },
    set currentUser(user) {
      localStorage.setItem('persist:root', JSON.stringify({ user: JSON.stringify({ currentUser: user }) }));
      document.getElementById('current-user').textContent = user ? `${user.username} (${user.role})` : 'nobody';
    },
  };

  const navigate = (route) => {
    document.getElementById('route').textContent = route;
    return route;
  };

  /** What a screen shows: a heading and one line per item, as text. */
  function render(title, lines) {
    const screen = document.getElementById('screen');
    screen.replaceChildren();
    const h = document.createElement('h2');
    h.textContent = title;
    const list = document.createElement('ul');
    for (const line of lines) {
      const li = document.createElement('li');
      if (line instanceof Node) li.append(line);
      else li.textContent = line;
      list.append(li);
    }
    screen.append(h, list);
  }

  const date = (value) => new Date(value).toDateString(); // "Invalid Date" when missing, as the original shows
  const unique = (values) => [...new Set(values.filter(Boolean))];

  // Browse's axios instance: cookie plus the token nobody ever stores, so `Bearer null`.
  const api = axios.create({ baseURL: API, withCredentials: true, headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` } });

  // ---------------------------------------------------------------- Sign up, sign in, sign out

  async function signUp({ username, email, password }) {
    const res = await fetch(`${API}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ username, email, password }),
    });
    const data = await res.json();
    if (data.success === false) {
      render('Sign Up', [data.message]);
      return { error: data.message };
    }
    render('Sign Up', ['Account created']);
    return { route: navigate('/sign-in') };
  }

  async function signIn({ email, password }) {
    try {
      const res = await axios.post(`${API}/api/auth/signin`, { email, password }, { withCredentials: true });
      const { user } = res.data;
      store.currentUser = user;
      render('Sign In', [`Welcome ${user.username}`]);
      return { user, route: navigate(user.role === 'admin' ? '/admin-dashboard' : '/profile') };
    } catch (error) {
      const message = error.response ? error.response.data.message : error.message;
      render('Sign In', [message]);
      return { error: message, network: !error.response };
    }
  }

  async function signOut() {
    const res = await fetch(`${API}/api/auth/signout`, { credentials: 'include' });
    const data = await res.json();
    if (data.success === false) {
      render('Profile', [data.message]);
      return { error: data.message };
    }
    store.currentUser = null;
    return { route: navigate('/sign-in') };
  }

  // ------------------------------------------------------------------------------ Browse

  const browseState = { options: null, filters: {}, notes: [] };

  async function browse(filters = {}) {
    browseState.filters = filters;
    // Plain axios: no credentials, all five keys, empty when unset.
    const params = { search: '', subject: '', course: '', semester: '', college: '', ...filters };
    const res = await axios.get(`${API}/api/notes`, { params });
    const notes = res.data.notes;
    browseState.notes = notes;
    if (!browseState.options) {
      browseState.options = {
        subjects: unique(notes.map((n) => n.subjectName)),
        courses: unique(notes.map((n) => n.courseName)),
        semesters: unique(notes.map((n) => n.semester)),
        colleges: unique(notes.map((n) => n.collegeName)),
      };
    }
    // The filter boxes call a string method on every option while the user types.
    const typed = (filters.search ?? '').toLowerCase();
    const { subjects, courses, semesters, colleges } = browseState.options;
    const matchingOptions = [...subjects, ...courses, ...semesters, ...colleges].filter((o) => o.toLowerCase().includes(typed));
    const cards = notes.map((n) => ({
      _id: n._id,
      title: n.title,
      description: n.description,
      subjectName: n.subjectName || 'N/A',
      courseName: n.courseName || 'N/A',
      collegeName: n.collegeName || 'N/A',
      semester: n.semester || 'N/A',
      likes: n.likes.length,
      comments: n.comments.length,
      fileUrl: n.fileUrl,
    }));
    render(
      'Browse Notes',
      cards.map(
        (c) => `${c.title} | ${c.subjectName} | ${c.courseName} | ${c.collegeName} | semester ${c.semester} | ${c.likes} likes | ${c.comments} comments`,
      ),
    );
    return { cards, options: browseState.options, matchingOptions };
  }

  async function suggestions(text) {
    if (text.length < 2) return { suggestions: [] };
    try {
      await axios.get(`${API}/api/search-suggestions`, { params: { query: text } });
    } catch {
      return { suggestions: [] };
    }
    // The answer is ignored: suggestions come from what the page has already loaded.
    const lower = text.toLowerCase();
    const pool = [...browseState.notes.map((n) => n.title), ...Object.values(browseState.options ?? {}).flat()];
    return { suggestions: unique(pool.filter((s) => s.toLowerCase().includes(lower))).slice(0, 5) };
  }

  async function like(noteId) {
    try {
      await api.put(`/api/notes/${noteId}/like`);
    } catch (error) {
      return { error: error.response ? error.response.status : error.message };
    }
    return browse(browseState.filters);
  }

  /** Submit Comment, then the comment reload (`?search={noteId}`, notes[0] in the panel) and the list reload. */
  async function comment(noteId, text) {
    if (!text.trim()) return { skipped: true };
    try {
      await api.post(`/api/notes/${noteId}/comment`, { text });
    } catch (error) {
      return { error: error.response ? error.response.status : error.message };
    }
    const reload = await api.get(`/api/notes?search=${noteId}`);
    const panelNote = reload.data.notes[0];
    const panel = panelNote ? panelNote.comments.map((c) => ({ id: c._id.substring(0, 4), text: c.text, when: date(c.commentedAt) })) : null;
    const list = await browse(browseState.filters);
    return { panel, list };
  }

  /** Download on a card: signed out goes to /sign-in; signed in, plain axios reads fileUrl as a blob. */
  async function download(noteId) {
    const note = browseState.notes.find((n) => n._id === noteId);
    if (!store.currentUser) return { route: navigate('/sign-in') };
    try {
      const res = await axios.get(note.fileUrl, { responseType: 'blob' });
      return { saved: `${note.title || 'download'}`, size: res.data.size, text: await res.data.text() };
    } catch (error) {
      // The original only logs a failed download.
      return { error: error.response ? error.response.status : error.message, body: error.response ? await error.response.data.text() : null };
    }
  }

  // -------------------------------------------------------------------------- Note detail

  const detailState = { note: null };

  async function noteDetail(noteId) {
    navigate(`/notes/${noteId}`);
    const res = await fetch(`${API}/api/uploading/get/${noteId}`); // no options: same-origin cookies only
    const data = await res.json();
    if (data.success === false) {
      render('Something went wrong', ["We couldn't load the notes you requested. Please try again later."]);
      return { error: 'Something went wrong' };
    }
    const note = data.note;
    detailState.note = note;
    const read = {
      _id: note._id,
      title: note.title,
      subjectName: note.subjectName,
      courseName: note.courseName,
      semester: note.semester,
      batch: note.batch,
      collegeName: note.collegeName,
      description: note.description,
      created: date(note.createdAt),
      approval: note.approved ? 'Approved by Admin' : 'Pending Approval',
      downloadCount: note.downloadCount,
      likes: note.likes.length,
      comments: note.comments.map((c) => ({ _id: c._id, text: c.text, when: date(c.commentedAt), username: c.username || 'Anonymous User' })),
      fileUrl: note.fileUrl,
    };
    const lines = [
      `${read.title} | ${read.subjectName} | ${read.courseName} | semester ${read.semester} | ${read.batch} | ${read.collegeName}`,
      read.approval,
      `${read.likes} likes | ${read.downloadCount} downloads | Comments (${read.comments.length})`,
      ...read.comments.map((c) => `${c.username}: ${c.text} (${c.when})`),
    ];
    if (note.fileUrl) {
      // View opens a new tab; Download is a link with the download attribute; Archive shows only with a file.
      const view = Object.assign(document.createElement('a'), { href: note.fileUrl, target: '_blank', textContent: 'View Notes', id: 'view-link' });
      const dl = Object.assign(document.createElement('a'), { href: note.fileUrl, textContent: 'Download', id: 'download-link' });
      dl.setAttribute('download', '');
      lines.push(view, dl, 'Archive');
    }
    render('Note', lines);
    return read;
  }

  async function editComment(noteId, commentId, text) {
    const res = await fetch(`${API}/api/notes/comments/${noteId}/${commentId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ text }),
    });
    const data = await res.json();
    if (!(res.ok && data.success)) return { alert: data.message || 'Something went wrong while updating comment' };
    const c = detailState.note.comments.find((x) => x._id === commentId);
    c.text = text;
    return { updated: c.text };
  }

  async function deleteComment(noteId, commentId) {
    const res = await fetch(`${API}/api/notes/comments/${noteId}/${commentId}`, { method: 'DELETE', credentials: 'include' });
    const data = await res.json();
    if (!(res.ok && data.success)) return { alert: data.message || 'Something went wrong while deleting comment' };
    detailState.note.comments = detailState.note.comments.filter((x) => x._id !== commentId);
    return { remaining: detailState.note.comments.length };
  }

  async function archive(noteId) {
    const res = await fetch(`${API}/api/notes/archive/${noteId}`, { method: 'POST', credentials: 'include' });
    const data = await res.json();
    return res.ok && data.success ? { alert: 'Note archived successfully' } : { alert: data.message };
  }

  // ------------------------------------------------------------------------------ Profile

  const listLines = (notes) => notes.map((n) => `${n.title} (${date(n.createdAt)}) /notes/${n._id} /update-notes/${n._id}`);

  async function myUploads() {
    const res = await fetch(`${API}/api/user/uploads/${store.currentUser._id}`, { credentials: 'include' });
    const data = await res.json();
    if (data.success === false) {
      render('My Uploads', ['There was an error loading your uploads.']);
      return { error: 'There was an error loading your uploads.' };
    }
    render('My Uploads', data.length ? listLines(data) : ['No uploads yet']);
    return { notes: data.map((n) => ({ _id: n._id, title: n.title, created: date(n.createdAt) })) };
  }

  async function savedNotes() {
    const res = await fetch(`${API}/api/notes/archived/${store.currentUser._id}`, { credentials: 'include' });
    const data = await res.json();
    if (data.success === false) {
      render('Saved Notes', ['There was an error loading your saved notes.']);
      return { error: 'There was an error loading your saved notes.' };
    }
    render('Saved Notes', data.length ? listLines(data) : ['No saved notes']);
    return { notes: data.map((n) => ({ _id: n._id, title: n.title, created: date(n.createdAt) })) };
  }

  async function removeSaved(noteId) {
    const res = await fetch(`${API}/api/notes/remove-archive/${noteId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${store.currentUser.token}` },
      credentials: 'include',
    });
    const data = await res.json();
    if (data.success === false) return { error: data.message };
    return { removed: noteId };
  }

  async function deleteUpload(noteId) {
    const res = await fetch(`${API}/api/uploading/delete/${noteId}`, { method: 'DELETE', credentials: 'include' });
    const data = await res.json();
    if (data.success === false) return { error: data.message };
    return { removed: noteId };
  }

  /** "Update Profile": only the changed fields, JSON, `Bearer undefined`; the answer replaces currentUser whole. */
  async function updateProfile(changes) {
    const user = store.currentUser;
    const res = await fetch(`${API}/api/user/update/${user._id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      credentials: 'include',
      body: JSON.stringify(changes),
    });
    const data = await res.json();
    if (data.success === false) return { error: data.message };
    store.currentUser = data;
    render('Profile', [`Profile updated successfully!`, data.username, `Member since ${date(data.createdAt)}`]);
    return { user: data };
  }

  /** Picking a picture: multipart with avatar, username, email (no explicit headers). */
  async function updateAvatar() {
    const user = store.currentUser;
    const form = new FormData();
    form.append('avatar', document.querySelector('#avatar-form input[name=avatar]').files[0]);
    form.append('username', user.username);
    form.append('email', user.email);
    const res = await fetch(`${API}/api/user/update/${user._id}`, { method: 'POST', credentials: 'include', body: form });
    const data = await res.json();
    if (!res.ok || data.success === false) return { error: data.message };
    store.currentUser = data;
    const img = Object.assign(document.createElement('img'), { src: data.avatar, id: 'avatar-img', alt: 'profile' });
    await new Promise((resolve) => {
      img.onload = img.onerror = resolve;
      render('Profile', [img, data.username]);
    });
    return { user: data, imageLoaded: img.naturalWidth > 0 };
  }

  async function deleteAccount() {
    const res = await fetch(`${API}/api/user/delete/${store.currentUser._id}`, { method: 'DELETE', credentials: 'include' });
    const data = await res.json();
    if (data.success === false) return { error: data.message };
    store.currentUser = null;
    return { route: navigate('/') };
  }

  // ------------------------------------------------------------------ Upload and Update Notes

  document.getElementById('upload-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = document.getElementById('upload-status');
    const formEl = event.target;
    const file = formEl.elements.file.files[0];
    const fileUrl = formEl.elements.fileUrl.value;
    if (!file && !fileUrl) {
      status.textContent = 'Please choose a file or give a link';
      return;
    }
    const form = new FormData();
    for (const name of ['title', 'description', 'collegeName', 'courseName', 'batch', 'subjectName', 'semester'])
      form.append(name, formEl.elements[name].value);
    form.append('uploader', store.currentUser._id);
    if (file) form.append('file', file);
    else form.append('fileUrl', fileUrl);
    try {
      const res = await fetch(`${API}/api/uploading/create`, { method: 'POST', body: form, credentials: 'include' });
      if (!res.ok) {
        const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
        status.textContent = `Error: ${isJson ? (await res.json()).message : await res.text()}`;
        return;
      }
      const data = await res.json();
      if (data.success === false) {
        status.textContent = data.message;
        return;
      }
      status.textContent = 'Note created successfully';
      navigate('/');
    } catch (error) {
      status.textContent = `Error: ${error.message}`;
    }
  });

  /** Update Notes: load the note into the form, apply the user's edits, post back every key. */
  async function updateNote(noteId, edits, file) {
    const loaded = await fetch(`${API}/api/uploading/get/${noteId}`, { credentials: 'include' });
    const loadedData = await loaded.json();
    if (loadedData.success === false) return { error: loadedData.message };
    const formData = { ...loadedData.note, ...edits };
    const form = new FormData();
    if (file) form.append('file', new File([file.text], file.name, { type: file.type }));
    else {
      form.append('fileUrl', formData.fileUrl);
      form.append('fileName', formData.fileName);
    }
    // Every key of the loaded note, objects and arrays included ("[object Object]", "a,b").
    Object.keys(formData).forEach((key) => form.append(key, formData[key]));
    const res = await fetch(`${API}/api/uploading/update/${noteId}`, { method: 'POST', body: form, credentials: 'include' });
    if (!res.ok) return { error: `Error: Update failed: ${await res.text()}` };
    const data = await res.json();
    if (data.success === false) return { error: data.message };
    return { route: navigate(`/notes/${noteId}`), sentKeys: Object.keys(formData).length };
  }

  // -------------------------------------------------------------------------------- Admin

  async function adminGet(path, failure) {
    const res = await fetch(`${API}/api/admin${path}`, { credentials: 'include' });
    if (!res.ok) {
      render('Admin', [failure]);
      return { error: failure, status: res.status };
    }
    return { data: await res.json() };
  }

  async function adminSend(method, path, body, failure) {
    const init = { method, credentials: 'include' };
    if (body !== undefined) Object.assign(init, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const res = await fetch(`${API}/api/admin${path}`, init);
    if (!res.ok) return { error: failure, status: res.status };
    return { data: await res.json() };
  }

  const uploaderName = (n) => (n.uploader && n.uploader.username) || 'Unknown';

  async function adminStats() {
    const { data, error } = await adminGet('/stats', 'Failed to fetch statistics');
    if (error) return { error };
    const read = {
      totalUsers: data.totalUsers,
      totalNotes: data.totalNotes,
      pendingApprovals: data.pendingApprovals,
      totalDownloads: data.totalDownloads,
      mostDownloaded: data.mostDownloadedNotes.map((n) => ({
        _id: n._id,
        title: n.title,
        subject: n.subject,
        collegeName: n.collegeName,
        uploader: uploaderName(n),
        downloadCount: n.downloadCount,
      })),
    };
    render('Admin Dashboard', [
      `Total Users ${read.totalUsers}`,
      `Total Notes ${read.totalNotes}`,
      `Pending Approvals ${read.pendingApprovals}`,
      `Total Downloads ${read.totalDownloads}`,
    ]);
    return read;
  }

  const adminState = { users: [], notes: [] };

  async function adminUsers(search = '') {
    const { data, error } = await adminGet('/users', 'Failed to fetch users');
    if (error) return { error };
    adminState.users = data;
    const s = search.toLowerCase();
    const rows = data
      .filter((u) => u.username.toLowerCase().includes(s) || u.email.toLowerCase().includes(s))
      .map((u) => ({ _id: u._id, username: u.username, email: u.email, role: u.role, notesCount: u.notesCount || 0 }));
    render(
      'Users',
      rows.map((u) => `${u.username} | ${u.email} | ${u.role} | ${u.notesCount} notes`),
    );
    return { rows };
  }

  async function adminUpdateUser(userId, { username, email, role }) {
    const { data, error } = await adminSend('PUT', `/users/${userId}`, { username, email, role }, 'Failed to update user');
    if (error) return { error };
    adminState.users = adminState.users.map((u) => (u._id === userId ? data : u));
    const row = adminState.users.find((u) => u._id === userId);
    return { row: { _id: row._id, username: row.username, email: row.email, role: row.role } };
  }

  async function adminDeleteUser(userId) {
    const { error } = await adminSend('DELETE', `/users/${userId}`, undefined, 'Failed to delete user');
    return error ? { error } : { deleted: userId };
  }

  const noteRow = (n) => ({
    _id: n._id,
    title: n.title,
    subject: n.subject,
    collegeName: n.collegeName,
    uploader: uploaderName(n),
    status: n.approved ? 'Approved' : 'Pending',
    downloadCount: n.downloadCount,
  });

  async function adminNotes() {
    const { data, error } = await adminGet('/notes', 'Failed to fetch notes');
    if (error) return { error };
    adminState.notes = data;
    const rows = data.map(noteRow);
    const details = data.map((n) => ({ _id: n._id, description: n.description || 'No description provided', uploaded: date(n.createdAt), fileUrl: n.fileUrl }));
    render(
      'Notes Management',
      rows.map((r) => `${r.title} | ${r.subject} | ${r.collegeName} | ${r.uploader} | ${r.status} | ${r.downloadCount}`),
    );
    return { rows, details, colleges: unique(data.map((n) => n.collegeName)) };
  }

  async function adminPending() {
    const { data, error } = await adminGet('/notes/pending', 'Failed to fetch pending notes');
    if (error) return { error };
    const cards = data.map((n) => ({
      _id: n._id,
      title: n.title,
      subject: n.subject,
      collegeName: n.collegeName,
      description: n.description,
      uploader: uploaderName(n),
      uploaded: date(n.createdAt),
      fileUrl: n.fileUrl,
    }));
    render('Pending Approvals', [`${data.length} Notes Pending`, ...cards.map((c) => `${c.title} by ${c.uploader}`)]);
    return { badge: `${data.length} Notes Pending`, cards };
  }

  /** Approve / Set to Pending: Notes Management puts the whole answer in the row. */
  async function adminReview(noteId, approved) {
    const { data, error } = await adminSend('PUT', `/notes/${noteId}/review`, { approved }, 'Failed to update note status');
    if (error) return { error };
    adminState.notes = adminState.notes.map((n) => (n._id === noteId ? data : n));
    return { row: noteRow(adminState.notes.find((n) => n._id === noteId)) };
  }

  async function adminDeleteNote(noteId) {
    const { error } = await adminSend('DELETE', `/notes/${noteId}`, undefined, 'Failed to delete note');
    return error ? { error } : { deleted: noteId };
  }

  async function adminColleges() {
    const { data, error } = await adminGet('/notes', 'Failed to fetch notes');
    if (error) return { error };
    const byCollege = {};
    data.forEach((n) => {
      const c = (byCollege[n.collegeName] ??= { name: n.collegeName, totalNotes: 0, approvedNotes: 0, pendingNotes: 0, totalDownloads: 0 });
      c.totalNotes += 1;
      if (n.approved) c.approvedNotes += 1;
      else c.pendingNotes += 1;
      c.totalDownloads += n.downloadCount;
    });
    const cards = Object.values(byCollege);
    render(
      'Colleges',
      cards.map((c) => `${c.name}: ${c.totalNotes} notes, ${c.approvedNotes} approved, ${c.pendingNotes} pending, ${c.totalDownloads} downloads`),
    );
    return { cards };
  }

  async function adminCollegeNotes(collegeName) {
    const { data, error } = await adminGet(`/notes/college/${encodeURIComponent(collegeName)}`, 'Failed to fetch college notes');
    if (error) return { error };
    const rows = data.map(noteRow);
    render(
      `Notes from ${collegeName}`,
      rows.map((r) => `${r.title} | ${r.uploader} | ${r.status}`),
    );
    return { rows };
  }

  window.originalClient = {
    store,
    signUp,
    signIn,
    signOut,
    browse,
    suggestions,
    like,
    comment,
    download,
    noteDetail,
    editComment,
    deleteComment,
    archive,
    myUploads,
    savedNotes,
    removeSaved,
    deleteUpload,
    updateProfile,
    updateAvatar,
    deleteAccount,
    updateNote,
    adminStats,
    adminUsers,
    adminUpdateUser,
    adminDeleteUser,
    adminNotes,
    adminPending,
    adminReview,
    adminDeleteNote,
    adminColleges,
    adminCollegeNotes,
  };
})();
